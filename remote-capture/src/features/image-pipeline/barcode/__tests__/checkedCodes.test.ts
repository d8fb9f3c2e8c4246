/** What the reader saw, kept only when its check digit holds; and the size a photo is scanned at. */
import { checkedCodes } from '../browser/barcodeReader';
import { SCAN_MAX_SIDE, scanSize } from '../worker/scanSize';

jest.mock('../../browser/FederatedWorker', () => ({ startFederatedWorker: jest.fn() }));

describe('checkedCodes', () => {
  it('keeps codes whose check digit holds, each once, in the order seen', () => {
    expect(
      checkedCodes([
        { text: '0012345678905', format: 'EAN13' },
        { text: '9780316030571', format: 'EAN13' },
        { text: '012345678905', format: 'UPCA' },
        { text: '96385074', format: 'EAN8' },
      ]).map((code) => code.gtin),
    ).toEqual(['012345678905', '9780316030571', '96385074']);
  });

  it('drops a code whose check digit fails: a misread is never sent as a product', () => {
    expect(checkedCodes([{ text: '0012345678906', format: 'EAN13' }])).toEqual([]);
    expect(checkedCodes([{ text: '9780316030572', format: 'EAN13' }])).toEqual([]);
  });

  it('reads a UPC-E as its 8 digits or as the 13 ZXing expands it to: the same UPC-A', () => {
    const short = checkedCodes([{ text: '01234565', format: 'UPC-E' }]);
    const long = checkedCodes([{ text: '0012345000065', format: 'UPCE' }]);
    expect(short).toEqual([{ gtin: '012345000065', kind: 'UPC-A' }]);
    expect(long).toEqual(short);
  });

  it('knows a book by its ISBN', () => {
    expect(checkedCodes([{ text: '9780316030571', format: 'EAN13' }])).toEqual([
      { gtin: '9780316030571', kind: 'ISBN' },
    ]);
  });
});

describe('scanSize', () => {
  it('scales a 12 MP photo to the scan size, keeping its shape', () => {
    expect(scanSize(4000, 3000)).toEqual({ width: SCAN_MAX_SIDE, height: Math.round((SCAN_MAX_SIDE * 3) / 4) });
    expect(scanSize(3000, 4000)).toEqual({ width: Math.round((SCAN_MAX_SIDE * 3) / 4), height: SCAN_MAX_SIDE });
  });

  it('never enlarges a photo smaller than the scan size', () => {
    expect(scanSize(1200, 900)).toEqual({ width: 1200, height: 900 });
  });
});
