import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenWanted } from './when-wanted';

function press(element: Element): void {
  element.dispatchEvent(new Event('pointerdown', { bubbles: true }));
}

describe("a guest's light page starts the app", () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-tap-held');
  });

  it('once, when a button or field is reached for, and not for a plain link', () => {
    document.body.innerHTML =
      '<a href="/nieuwste">Nieuwste</a><a href="tel:+5978123456" data-needs-app="">Bellen</a><button>Menu</button><input name="q">';
    const start = vi.fn();
    whenWanted(start);
    press(document.querySelector('a[href="/nieuwste"]')!);
    document.querySelector('a[href="/nieuwste"]')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    press(document.querySelector('button')!);
    expect(start).toHaveBeenCalledTimes(1);
    document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    press(document.querySelector('[data-needs-app]')!);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("not for the focus the search page's box takes itself, but once the visitor types in it", () => {
    document.body.innerHTML = '<form role="search"><input name="q" autofocus=""></form><button>Menu</button>';
    const start = vi.fn();
    whenWanted(start);
    const box = document.querySelector('input')!;
    box.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    box.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'f' }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("for the seller's call link, which waits for the safety checklist", () => {
    document.body.innerHTML = '<a href="tel:+5978123456" data-needs-app=""><span>📞 Bellen</span></a>';
    const start = vi.fn();
    whenWanted(start);
    press(document.querySelector('span')!);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('at once for a tap /early-taps.js held before this script ran, and for one it holds later', () => {
    document.documentElement.setAttribute('data-tap-held', '');
    const early = vi.fn();
    whenWanted(early);
    expect(early).toHaveBeenCalledTimes(1);

    document.documentElement.removeAttribute('data-tap-held');
    const later = vi.fn();
    whenWanted(later);
    expect(later).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('sm:tap-held'));
    expect(later).toHaveBeenCalledTimes(1);
  });
});
