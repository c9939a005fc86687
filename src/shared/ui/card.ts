import './card.css';

/** The class of the kit's card (card.css): a page's content, or one of its sections, on the grey page. */
export const CARD_CLASS = 'registry-card';
