import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MenuProfileSchema } from '@wsa/contracts';
import { readMenu } from './menu.reader';

const read = (name: string, url: string) => {
  const menu = readMenu(readFileSync(join(__dirname, 'fixtures', name), 'utf8'), url);
  expect(MenuProfileSchema.strict().parse(menu)).toBeTruthy();
  return menu;
};
const names = (menu: ReturnType<typeof readMenu>) => menu.sections.map((s) => [s.name, s.items.map((i) => i.name)]);

test('schema.org Restaurant > Menu > MenuSection > MenuItem', () => {
  const menu = read('schema-restaurant.html', 'https://lucia.example/menu');
  expect(menu).toMatchObject({ isMenu: true, confidence: 0.95, currency: 'GBP', merchant: { name: 'Trattoria Lucia', type: 'Restaurant', location: '12 Harbour Street, Bristol, BS1 4RN, GB' } });
  expect(names(menu)).toEqual([['Antipasti', ['Burrata', 'Arancini']], ['Pasta', ['Cacio e pepe', 'Vegan ragù']]]);
  expect(menu.sections[0]).toMatchObject({ description: 'To share' });
  expect(menu.sections[0].items[0]).toEqual({
    id: 'item-1-1', name: 'Burrata', description: 'With heritage tomatoes and basil oil', images: [],
    price: { amount: 9.5, currency: 'GBP', formatted: '£9.50' }, availability: { inStock: true }, dietary: ['vegetarian'],
    optionGroups: [], identifiers: {}, sourceUrl: 'https://lucia.example/menu',
  });
  expect(menu.sections[0].items[1].calories).toBe(420);
  expect(menu.sections[1].items[0].identifiers).toEqual({ merchantItemId: 'P-11' });
  expect(menu.sections[1].items[1]).toMatchObject({ dietary: ['vegan', 'gluten-free'], availability: { inStock: false, text: 'SoldOut' } });
});

test('card layout: headings are sections, priced cards are items; nav and footer prices are ignored', () => {
  const menu = read('cards.html', 'https://greenbowl.example/menu');
  expect(menu).toMatchObject({ isMenu: true, currency: 'USD', merchant: { name: 'Green Bowl Kitchen' } });
  expect(menu.confidence).toBeGreaterThan(0.6);
  expect(names(menu)).toEqual([['Bowls', ['Harvest Bowl', 'Chicken Shawarma Bowl']], ['Drinks', ['Ginger Lemonade', 'Cold Brew']]]);
  const [harvest, shawarma] = menu.sections[0].items;
  expect(harvest).toMatchObject({ description: 'Roasted squash, kale, quinoa, tahini.', price: { amount: 14.5, currency: 'USD' }, dietary: ['vegan', 'gluten-free'], identifiers: { merchantItemId: 'b1' } });
  expect(shawarma).toMatchObject({ calories: 780, dietary: [] });
  expect(menu.sections[1].items[1].availability).toEqual({ inStock: false, text: 'Sold out' });
});

test('price lists: definition list, table and dotted leaders; bare prices take the menu currency', () => {
  const menu = read('price-list.html', 'https://linde.example/speisekarte');
  expect(menu.currency).toBe('EUR');
  expect(names(menu)).toEqual([['Frühstück', ['Butterbrezel', 'Müsli']], ['Kuchen', ['Apfelstrudel', 'Käsekuchen']], ['Getränke', ['Espresso', 'Cappuccino']]]);
  expect(menu.sections[0].items[0]).toMatchObject({ description: 'Frische Laugenbrezel mit Butter (V)', price: { amount: 3.2, currency: 'EUR' }, dietary: ['vegetarian'] });
  expect(menu.sections[1].items[1]).toMatchObject({ price: { amount: 4.5, currency: 'EUR' }, dietary: ['gluten-free'] });
  expect(menu.sections[2].items[0].price).toMatchObject({ amount: 2.4, currency: 'EUR' });
});

test('an article is not a menu', () => {
  const menu = readMenu('<html><head><title>Tomatoes</title></head><body><h1>Growing tomatoes</h1><p>A pot costs about $12.00 at most garden centres.</p></body></html>', 'https://a.example/t');
  expect(menu).toMatchObject({ isMenu: false, sections: [] });
  expect(menu.confidence).toBeLessThan(0.5);
});
