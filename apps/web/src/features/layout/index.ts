// What other parts of the app may use of the layout feature: the profile's settings log out as the header does.
export { useLogout } from './hooks/use-logout';
