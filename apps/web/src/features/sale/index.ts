// What app/ composes of the sale feature: the owner's reserved/sold control in Mijn Advertenties.
export { SaleControl } from './components/sale-control';
