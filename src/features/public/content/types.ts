/** A block of public text: a paragraph or a bulleted list. */
export type ContentBlock = string | { list: string[] };

export interface DocumentSection {
  id: string;
  heading: string;
  blocks: ContentBlock[];
}

/** A plain-language page such as the Terms of Use: a title, a short introduction and sections. */
export interface PlainDocument {
  title: string;
  /** Date of the last change, shown under the title (ISO date). */
  updated: string;
  intro: ContentBlock[];
  sections: DocumentSection[];
}
