import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price';

describe('Price', () => {
  it('shows the price in the other currency beside it, and the rate when given', () => {
    const { rerender } = render(<Price cents={950} currency="EUR" converted={{ currency: 'SRD', amount: 152000 }} />);
    expect(screen.getByText(/€ 9,50/)).toHaveTextContent('€ 9,50 ≈ SRD 1.520');
    rerender(<Price cents={38000} currency="SRD" converted={{ currency: 'EUR', amount: 950 }} rateNote="koers 40 van 27 november 2026" />);
    expect(screen.getByText(/SRD 380,00/)).toHaveTextContent('SRD 380,00 ≈ € 9,50 (koers 40 van 27 november 2026)');
    rerender(<Price cents={null} currency="SRD" converted={null} />);
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
  });
});
