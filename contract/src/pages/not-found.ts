/** « Page introuvable »: status 404, out of search results, no canonical URL (it is no page's address). */
export const screen = 'NotFound';

export const title = () => 'Page introuvable';

export const description = 'L’adresse demandée n’existe pas ou a changé.';
