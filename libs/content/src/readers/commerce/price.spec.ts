import { availabilityFrom } from './availability';
import { parsePrice, priceFromValue } from './price';

test.each([
  ['$1,299.00', 1299, 'USD'],
  ['1.299,00 €', 1299, 'EUR'],
  ['£12.5', 12.5, 'GBP'],
  ['CHF 1 250.-', 1250, 'CHF'],
  ['19,99', 19.99, undefined],
  ['Price: 12,000 JPY', 12000, 'JPY'],
])('parsePrice(%s)', (raw, amount, currency) => {
  expect(parsePrice(raw)).toEqual({ amount, ...(currency ? { currency } : {}), formatted: raw });
});

test('machine values read the dot as a decimal point', () => {
  expect(priceFromValue('1299.000', 'eur')).toEqual({ amount: 1299, currency: 'EUR', formatted: '€1,299.00' });
  expect(priceFromValue(7, undefined)).toEqual({ amount: 7 });
  expect(priceFromValue('free', 'USD')).toBeUndefined();
});

test.each([
  ['https://schema.org/InStock', true],
  ['http://schema.org/LimitedAvailability', true],
  ['instock', true],
  ['OutOfStock', false],
  ['oos', false],
  ['PreOrder', false],
  ['Sold out', false],
])('availabilityFrom(%s)', (value, inStock) => expect(availabilityFrom(value)?.inStock).toBe(inStock));
