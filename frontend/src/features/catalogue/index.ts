/** The catalogue's public entry: its pages, the /hot address builder and the calls the shell and home page show. */
export { routes } from './routes';
export { hotUrl } from './hotQuery';
export type { Filters } from './hotQuery';
export { useRecommendationsQuery, useSuggestQuery } from './catalogueApi';
export type { Recommendation, Suggestion } from './catalogueApi';
