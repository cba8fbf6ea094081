// What other parts of the app may use of the drafts feature: the post-ad form saves and clears drafts.
export { useDeleteDraftMutation, useSaveDraftMutation } from './api/drafts.api';
export { draftsTexts } from './drafts.texts';
export { DraftsTab } from './components/drafts-tab';
