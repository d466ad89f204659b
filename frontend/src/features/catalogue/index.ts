/** The catalogue's public entry: its pages, the /hot address builder and the search box and calls the shell and home page show. */
export { routes } from './routes';
export { hotUrl } from './hotQuery';
export { SearchBox } from './search/SearchBox';
export type { Filters } from './hotQuery';
export { useRecommendationsQuery } from './catalogueApi';
export type { Recommendation } from './catalogueApi';
