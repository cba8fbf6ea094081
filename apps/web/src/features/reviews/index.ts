// What app/ composes of the reviews feature: the profile tab with the open review invitations.
export { ReviewsTab } from './components/reviews-tab';
