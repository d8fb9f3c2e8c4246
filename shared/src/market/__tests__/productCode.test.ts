import {
  MAX_PRODUCT_CODES,
  gs1CheckDigitHolds,
  gtinOfSearchLabel,
  gtinSearchLabel,
  isbn10ToIsbn13,
  isbn13ToIsbn10,
  productCodeOf,
  productCodesOf,
  upcEToUpcA,
} from '../productCode';

// Published examples: GS1's and Wikipedia's articles on EAN-13, UPC, EAN-8 and ISBN, and the
// issue's iPhone box (0194252030394).
describe('the GS1 check digit', () => {
  it.each(['4006381333931', '036000291452', '96385074', '0194252030394', '194252030394', '9780306406157'])(
    'holds for %s',
    (code) => expect(gs1CheckDigitHolds(code)).toBe(true),
  );

  it.each(['4006381333932', '036000291451', '96385075', '0194252030395'])('fails for %s (last digit off)', (code) =>
    expect(gs1CheckDigitHolds(code)).toBe(false),
  );

  it('fails for two neighbouring digits swapped (a misread the check is made to catch)', () =>
    expect(gs1CheckDigitHolds('4006383133931')).toBe(false));

  it.each(['', '1234567', '123456789012345', '40063813339a1'])('is no code: %j', (code) =>
    expect(gs1CheckDigitHolds(code)).toBe(false),
  );
});

describe('UPC-E', () => {
  it.each([
    ['01234565', '012345000065'],
    ['04252614', '042100005264'],
    ['01234133', '012300000413'],
    ['01234543', '012340000053'],
  ])('%s stands for the UPC-A %s', (upcE, upcA) => {
    expect(upcEToUpcA(upcE)).toBe(upcA);
    expect(productCodeOf(upcE, 'UPC-E')).toEqual({ gtin: upcA, kind: 'UPC-A' });
  });

  it('is refused when its UPC-A fails the check', () => expect(productCodeOf('01234566', 'UPC-E')).toBeUndefined());

  it('is not a number system other than 0 or 1', () => expect(upcEToUpcA('21234565')).toBeUndefined());
});

describe('ISBN', () => {
  it.each([
    ['0306406152', '9780306406157'],
    ['080442957X', '9780804429573'],
    ['0-306-40615-2', '9780306406157'],
  ])('the ISBN-10 %s is the ISBN-13 %s, and back', (isbn10, isbn13) => {
    expect(isbn10ToIsbn13(isbn10)).toBe(isbn13);
    expect(isbn13ToIsbn10(isbn13)).toBe(isbn10.replace(/-/g, ''));
    expect(productCodeOf(isbn10)).toEqual({ gtin: isbn13, kind: 'ISBN' });
  });

  it('refuses an ISBN-10 whose own check fails', () => {
    expect(isbn10ToIsbn13('0306406153')).toBeUndefined();
    expect(productCodeOf('0306406153')).toBeUndefined();
  });

  it('reads 978 and 979 EAN-13s as books, and has no ISBN-10 for 979', () => {
    expect(productCodeOf('9780306406157')?.kind).toBe('ISBN');
    expect(productCodeOf('9791032305690')).toEqual({ gtin: '9791032305690', kind: 'ISBN' });
    expect(isbn13ToIsbn10('9791032305690')).toBeUndefined();
  });
});

describe('productCodeOf', () => {
  it('names the kind of each code', () => {
    expect(productCodeOf('4006381333931')).toEqual({ gtin: '4006381333931', kind: 'EAN-13' });
    expect(productCodeOf('036000291452')).toEqual({ gtin: '036000291452', kind: 'UPC-A' });
    expect(productCodeOf('96385074')).toEqual({ gtin: '96385074', kind: 'EAN-8' });
    expect(productCodeOf('0 36000 29145 2')).toEqual({ gtin: '036000291452', kind: 'UPC-A' });
  });

  it('reads a UPC-A written as an EAN-13 (a leading 0, as ZXing reads it) as that UPC-A', () => {
    expect(productCodeOf('0036000291452')).toEqual({ gtin: '036000291452', kind: 'UPC-A' });
    expect(productCodeOf('0036000291453')).toBeUndefined();
  });

  it.each(['4006381333932', 'ABC', '12345', '00000000000000000', ''])('ignores %j', (raw) =>
    expect(productCodeOf(raw)).toBeUndefined(),
  );
});

describe('productCodesOf', () => {
  it('keeps the codes that hold, once each, in order, at most MAX_PRODUCT_CODES', () => {
    const codes = productCodesOf([
      '4006381333932',
      '036000291452',
      '0036000291452',
      '96385074',
      '9780306406157',
      '4006381333931',
    ]);
    expect(codes.map((code) => code.gtin)).toEqual(['036000291452', '96385074', '9780306406157']);
    expect(codes).toHaveLength(MAX_PRODUCT_CODES);
  });
});

describe('the evidence label of a search by code', () => {
  it('round-trips, and is none for words', () => {
    expect(gtinOfSearchLabel(gtinSearchLabel('0194252030394'))).toBe('0194252030394');
    expect(gtinOfSearchLabel('apple iphone 13 128gb')).toBeUndefined();
    expect(gtinOfSearchLabel('GTIN 12ab')).toBeUndefined();
    expect(gtinOfSearchLabel(undefined)).toBeUndefined();
  });
});
