import { describe, expect, it } from 'vitest';
import { ignoreBlankSearches } from './blank-searches';

describe('a search form submitted before the app runs', () => {
  it('goes nowhere when blank, and on when it has a term', () => {
    document.body.innerHTML = '<form role="search" action="/zoeken"><input name="q"></form><form action="/x"><input name="q"></form>';
    ignoreBlankSearches();
    const [search, other] = [...document.querySelectorAll('form')];
    const submit = (form: HTMLFormElement, value: string) => {
      (form.elements.namedItem('q') as HTMLInputElement).value = value;
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit(search, '   ')).toBe(true);
    expect(submit(search, 'fiets')).toBe(false);
    expect(submit(other, '')).toBe(false);
  });
});
