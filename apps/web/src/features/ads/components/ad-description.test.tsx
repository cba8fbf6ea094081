import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdDescription } from './ad-description';

describe('AdDescription', () => {
  it('renders bullets and asterisk lines as list items, **bold** and *italic*', () => {
    const { container } = render(<AdDescription text={'Mooie **Toyota** in *goede* staat\n- airco\n* nieuwe banden\n\nBel gerust'} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['airco', 'nieuwe banden']);
    expect(container.querySelector('strong')).toHaveTextContent('Toyota');
    expect(container.querySelector('em')).toHaveTextContent('goede');
    expect(screen.getByText('Bel gerust')).toBeInTheDocument();
  });

  it('shows hostile HTML as plain text and never creates script, img or links', () => {
    const hostile =
      '<script>window.hacked=1</script>\n<img src=x onerror="window.hacked=1">\n<a href="javascript:alert(1)">klik</a>\n**<b>vet</b>**';
    const { container } = render(<AdDescription text={hostile} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('<script>window.hacked=1</script>');
    expect(container).toHaveTextContent('<img src=x onerror="window.hacked=1">');
    expect(container).toHaveTextContent('<a href="javascript:alert(1)">klik</a>');
    expect(container.querySelector('strong')).toHaveTextContent('<b>vet</b>');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('keeps a lone asterisk in a price as text', () => {
    const { container } = render(<AdDescription text={'Prijs 5 * 10 kilo'} />);
    expect(container.querySelector('em')).toBeNull();
    expect(container).toHaveTextContent('Prijs 5 * 10 kilo');
  });
});
