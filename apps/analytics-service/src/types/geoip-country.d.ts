// geoip-country ships no types; only the lookup we use is declared.
declare module 'geoip-country' {
  export interface GeoCountry {
    country: string;
    name?: string;
  }
  export function lookup(ip: string): GeoCountry | null;
}
