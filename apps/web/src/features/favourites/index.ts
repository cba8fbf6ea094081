// What other parts of the app may use of the favourites feature.
export { FavouriteButton } from './components/favourite-button';
export { FavouritesTab } from './components/favourites-tab';
