/** What the other share features use of the share modal's: the listing's copy buttons (title, description, all). */
export { ListingCopyActions } from './components/ListingCopyActions';
