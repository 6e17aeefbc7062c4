// Builds labelled-set.json: texts with PII entities at known offsets, plus distractors that look
// like PII and are not (order numbers, ISBNs, hashes, prices, dates, company and product names).
// Deterministic (seeded). Run: see README.md.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getExampleNumber, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/examples.mobile.json';

type Kind = 'PERSON' | 'EMAIL' | 'PHONE' | 'LOCATION' | 'FINANCIAL' | 'SECRET';
type Sample = { text: string; entities: { kind: Kind; start: number; end: number }[] };

let seed = 20261124;
const rand = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
const chars = (n: number, alphabet: string) => Array.from({ length: n }, () => alphabet[Math.floor(rand() * alphabet.length)]).join('');
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const PEOPLE = ['Maria Gonzalez', 'John Smith', 'Aisha Bello', 'Oluwaseun Adeyemi', 'Nguyen Thi Lan', 'Siobhan Murphy', 'Kwame Mensah', 'Priya Raghunathan', 'Lars Eriksson', 'Sofia Rossi', 'Hiroshi Tanaka', 'Fatima Zahra', 'David Cohen', 'Emily Carter', 'Mateo Fernandez', 'Anna Kowalska', 'James O\'Brien', 'Chen Wei', 'Olga Petrova', 'Ahmed Hassan', 'Laura Schmidt', 'Robert Johnson', 'Camille Dubois', 'Diego Alvarez', 'Grace Kim', 'Thomas Muller', 'Rachel Green', 'Michael Brown', 'Ingrid Larsen', 'Yusuf Demir', 'Elena Popescu', 'Samuel Okoro', 'Dr. Sarah Lee', 'Mr. Paul Walker', 'Ms. Helen Park'];
const PLACES = ['Berlin', 'Paris', 'London', 'San Francisco', 'New York', 'Tokyo', 'Lagos', 'Nairobi', 'Madrid', 'Rome', 'Toronto', 'Sydney', 'Mumbai', 'Chicago', 'Boston', 'Amsterdam', 'Vienna', 'Dublin', 'Mexico City', 'Cairo', 'Seattle', 'Texas', 'California', 'Germany', 'France', 'Japan', 'Kenya', 'Brazil', 'Canada', 'Italy'];
const STREETS = ['14 Harbour Road', '221B Baker Street', '1600 Amphitheatre Parkway', '8 Rue de Rivoli', 'Hauptstrasse 12', '350 Fifth Avenue', '42 Wallaby Way', '10 Downing Street'];
const DOMAINS = ['example.com', 'mail.example.org', 'acme.io', 'northwind.co.uk', 'uni-example.de', 'startup.dev'];
const CARDS = ['4111111111111111', '4012888888881881', '5555555555554444', '5105105105105100', '378282246310005', '371449635398431', '6011111111111117', '3530111333300000', '30569309025904', '4242424242424242'];
const IBANS = ['DE89370400440532013000', 'GB82WEST12345698765432', 'FR1420041010050500013M02606', 'NL91ABNA0417164300', 'ES9121000418450200051332', 'IT60X0542811101000000123456', 'CH9300762011623852957', 'BE68539007547034'];
const COUNTRIES: CountryCode[] = ['GB', 'DE', 'FR', 'US', 'IN', 'NG', 'BR', 'JP', 'AU', 'ES', 'IT', 'NL', 'ZA', 'MX', 'CA'];

const email = (person: string) => `${person.replace(/^(?:Dr|Mr|Ms)\. /, '').toLowerCase().replace(/[^a-z ]/g, '').replace(/ /g, pick(['.', '_', '']))}@${pick(DOMAINS)}`;
function phone(): string {
  const country = pick(COUNTRIES);
  const n = getExampleNumber(country, examples);
  if (!n) return '+44 20 7946 0958';
  return rand() < 0.7 ? n.formatInternational() : country === 'US' || country === 'CA' ? n.formatNational() : n.format('E.164');
}
const group = (digits: string) => (rand() < 0.4 ? digits : digits.replace(/(.{4})(?=.)/g, rand() < 0.5 ? '$1 ' : '$1-'));
const card = () => group(pick(CARDS));
const iban = () => { const i = pick(IBANS); return rand() < 0.5 ? i : i.replace(/(.{4})(?=.)/g, '$1 '); };
function secret(): string {
  switch (Math.floor(rand() * 6)) {
    case 0: return `AKIA${chars(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}`;
    case 1: return `ghp_${chars(36, ALNUM)}`;
    case 2: return `sk_live_${chars(24, ALNUM)}`;
    case 3: return `xoxb-${chars(12, '0123456789')}-${chars(24, ALNUM)}`;
    case 4: return `eyJhbGciOiJIUzI1NiJ9.eyJ${chars(30, ALNUM)}.${chars(43, ALNUM)}`;
    default: return `AIza${chars(35, ALNUM)}`;
  }
}
const password = () => `${chars(6, ALNUM)}#${chars(4, '0123456789')}${chars(5, ALNUM)}`;

// {KIND} slots become labelled entities; {X} is a distractor filled from DISTRACTORS.
const TEMPLATES = [
  'Please contact {PERSON} at {EMAIL} or call {PHONE} before Friday.',
  '{PERSON} moved from {LOCATION} to {LOCATION} last year and now works remotely.',
  'Invoice {X} was paid with card {FINANCIAL}; questions go to {EMAIL}.',
  'Wire the deposit to IBAN {IBAN} and reference order {X}.',
  'The deploy failed because the key {SECRET} was committed to the repository.',
  'Config: api_key = "{PASSWORD}" and region = eu-west-1 (build {X}).',
  'Our support line {PHONE} is open daily; see {X} for the changelog.',
  'Meeting notes: {PERSON} and {PERSON} agreed to ship version {X} in {LOCATION}.',
  'Ticket {X}: customer {PERSON} ({EMAIL}) reports a double charge on {FINANCIAL}.',
  'Shipping address: {STREET}, {LOCATION}. Phone: {PHONE}.',
  'Set the environment variable GITHUB_TOKEN={SECRET} and run the release script.',
  'The conference in {LOCATION} sold out; {PERSON} will give the keynote on {X}.',
  'Refunds are sent to the original account, e.g. {IBAN}, within 5 business days.',
  'Login password: {PASSWORD} (rotate it after the audit; commit {X}).',
  'Reach {PERSON} on {PHONE} or by mail at {EMAIL}.',
  'The price is {X} and delivery to {LOCATION} takes three days.',
];
const DISTRACTORS = ['#48213377', 'ISBN 978-3-16-148410-0', '2024-03-15', 'v2.14.3', '3f2504e0-4f89-11d3-9a0c-0305e82c3301', 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3', '$1,299.00', '1234 5678 9012 3456', 'Apple Inc.', 'Monday', 'INV-2024-00917', 'PR 4821', 'order 5512 0098 7731 0042', '+5%', 'Microsoft Teams', 'RFC 5322'];

function fill(template: string): Sample {
  const entities: Sample['entities'] = [];
  let text = '';
  let rest = template;
  for (let m = /\{([A-Z]+)\}/.exec(rest); m; m = /\{([A-Z]+)\}/.exec(rest)) {
    text += rest.slice(0, m.index);
    rest = rest.slice(m.index + m[0].length);
    const slot = m[1];
    const value = slot === 'PERSON' ? pick(PEOPLE) : slot === 'EMAIL' ? email(pick(PEOPLE)) : slot === 'PHONE' ? phone() : slot === 'LOCATION' ? pick(PLACES) : slot === 'STREET' ? pick(STREETS)
      : slot === 'FINANCIAL' ? card() : slot === 'IBAN' ? iban() : slot === 'SECRET' ? secret() : slot === 'PASSWORD' ? password() : pick(DISTRACTORS);
    if (slot !== 'X') entities.push({ kind: slot === 'IBAN' ? 'FINANCIAL' : slot === 'STREET' ? 'LOCATION' : slot === 'PASSWORD' ? 'SECRET' : (slot as Kind), start: text.length, end: text.length + value.length });
    text += value;
  }
  return { text: text + rest, entities };
}

const samples: Sample[] = [];
for (let round = 0; round < 12; round++) for (const t of TEMPLATES) samples.push(fill(t));
const counts: Record<string, number> = {};
for (const s of samples) for (const e of s.entities) counts[e.kind] = (counts[e.kind] ?? 0) + 1;
writeFileSync(join(process.cwd(), 'bench', 'redact', 'labelled-set.json'), `[\n${samples.map((s) => JSON.stringify(s)).join(',\n')}\n]\n`);
console.log(`${samples.length} texts, ${Object.values(counts).reduce((a, b) => a + b, 0)} entities`, counts);
