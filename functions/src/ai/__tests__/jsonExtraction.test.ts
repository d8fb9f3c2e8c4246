import { extractFirstJsonObject } from '../jsonExtraction';

describe('extractFirstJsonObject', () => {
  it.each([
    ['a bare object', '{"a":1}', '{"a":1}'],
    ['surrounding whitespace', '  \n{"a":1}\n ', '{"a":1}'],
    ['prose before and after', 'Here you go: {"a":1} Hope that helps!', '{"a":1}'],
    ['a Markdown fence', '```json\n{"a":1}\n```', '{"a":1}'],
    ['nested objects', 'x {"a":{"b":{"c":2}}} y', '{"a":{"b":{"c":2}}}'],
    ['a closing brace inside a string', '{"a":"}"} trailing', '{"a":"}"}'],
    ['an opening brace inside a string', '{"a":"{{"}', '{"a":"{{"}'],
    ['an escaped quote before a brace', '{"a":"say \\"}\\" ok"}', '{"a":"say \\"}\\" ok"}'],
    ['an escaped backslash ending a string', '{"a":"c:\\\\"} {"b":2}', '{"a":"c:\\\\"}'],
    ['the first of two objects', '{"a":1} and {"b":2}', '{"a":1}'],
    ['prose braces before the JSON', 'Use {braces} like this: {"a":1}', '{"a":1}'],
    ['an unbalanced prose brace before the JSON', 'oops { then {"a":1}', '{"a":1}'],
    ['an array wrapping an object', '[{"a":1}]', '{"a":1}'],
    ['unicode content', '{"name":"Café – naïve ☕"}', '{"name":"Café – naïve ☕"}'],
  ])('finds %s', (_label, input, expected) => {
    expect(extractFirstJsonObject(input)).toBe(expected);
  });

  it.each([
    ['an empty reply', ''],
    ['prose only', 'I cannot identify this item.'],
    ['a truncated object', '{"a":1,"b":{"c":'],
    ['an unterminated string', '{"a":"never closed}'],
    ['a bare array', '[1,2,3]'],
    ['braces that are not JSON', '{not json}'],
    ['a lone closing brace', '} {'],
  ])('returns null for %s', (_label, input) => {
    expect(extractFirstJsonObject(input)).toBeNull();
  });
});
