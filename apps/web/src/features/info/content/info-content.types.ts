/** One titled block of an information page: paragraphs first, then an optional bullet list. */
export interface InfoSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface InfoPageContent {
  title: string;
  description: string;
  sections: readonly InfoSection[];
}
