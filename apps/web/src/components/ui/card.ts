/*
 * The white card a page's sections sit in, and its heading: profiles, the admin's view of one and their editors
 * share them, so they live with the other UI pieces rather than in one feature.
 */
export const CARD = 'flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-sm';
export const CARD_TITLE = 'text-lg font-bold text-ink';
