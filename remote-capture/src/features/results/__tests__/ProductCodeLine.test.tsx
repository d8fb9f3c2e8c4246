import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductCode } from '@snap/shared/market';
import { ProductCodeLine } from '../components/ProductCodeLine';

const CAMERA: ProductCode = { gtin: '012345678905', kind: 'UPC-A' };
const BOOK: ProductCode = { gtin: '9780316030571', kind: 'ISBN' };

describe('ProductCodeLine', () => {
  it('names the code the price was made with, and offers nothing more', () => {
    render(<ProductCodeLine result={{ productCodes: [CAMERA], sentCodes: [CAMERA.gtin] }} onPriceByCode={jest.fn()} />);
    expect(screen.getByText('Barcode in your photo:')).toBeInTheDocument();
    expect(screen.getByText('UPC-A 012345678905')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Price by barcode' })).not.toBeInTheDocument();
  });

  it('says a code read after the price was made, and prices by it on a tap', async () => {
    const priceByCode = jest.fn();
    render(
      <ProductCodeLine result={{ productCodes: [BOOK, CAMERA], sentCodes: [BOOK.gtin] }} onPriceByCode={priceByCode} />,
    );
    expect(screen.getByText('Barcodes in your photos:')).toBeInTheDocument();
    expect(screen.getByText('ISBN 9780316030571, UPC-A 012345678905')).toBeInTheDocument();
    expect(screen.getByText('Read after this price was made. Its barcode can price this exact product.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Price by barcode' }));
    expect(priceByCode).toHaveBeenCalledTimes(1);
  });

  it('offers no new price on a saved listing, which does not know what its price was made with', () => {
    render(<ProductCodeLine result={{ productCodes: [CAMERA] }} onPriceByCode={jest.fn()} />);
    expect(screen.getByText('UPC-A 012345678905')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Price by barcode' })).not.toBeInTheDocument();
  });

  it("asks which is right when the code's eBay listings are of another product, and passes on the answer", async () => {
    const settle = jest.fn();
    const conflict = { gtin: CAMERA.gtin, title: 'Mid-Century Teak Table Lamp - works' };
    render(
      <ProductCodeLine
        result={{ productCodes: [CAMERA], sentCodes: [CAMERA.gtin], estimate: { codeConflict: conflict } }}
        onSettleConflict={settle}
      />,
    );
    const group = screen.getByRole('group', { name: 'The barcode names another product' });
    expect(group).toHaveTextContent(
      'eBay lists barcode 012345678905 as “Mid-Century Teak Table Lamp - works”, not what the photo looks like. Which is right?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'The barcode is right' }));
    await userEvent.click(screen.getByRole('button', { name: 'The photo is right' }));
    expect(settle.mock.calls).toEqual([['code'], ['photo']]);
  });

  it('asks nothing without a conflict, or where no answer can be taken (a saved listing)', () => {
    const conflict = { gtin: CAMERA.gtin, title: 'Mid-Century Teak Table Lamp' };
    const { rerender } = render(
      <ProductCodeLine result={{ productCodes: [CAMERA], estimate: {} }} onSettleConflict={jest.fn()} />,
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    rerender(<ProductCodeLine result={{ productCodes: [CAMERA], estimate: { codeConflict: conflict } }} />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('shows nothing without a code', () => {
    const { container } = render(<ProductCodeLine result={{ productCodes: [], sentCodes: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
