const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 };
const ROMAN_SHAPE = /^(?=[mdclxvi])m{0,3}(cm|cd|d?c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$/;

/** The value of a well-formed Roman numeral (case-insensitive), or null. */
export function romanValue(token: string): number | null {
  const lower = token.toLowerCase();
  if (!ROMAN_SHAPE.test(lower)) return null;
  let total = 0;
  for (let index = 0; index < lower.length; index += 1) {
    const value = ROMAN_VALUES[lower[index]!]!;
    const next = ROMAN_VALUES[lower[index + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

type Token = { kind: 'number'; value: number; text: string } | { kind: 'text'; text: string };

function tokenize(value: string): Token[] {
  const tokens: Token[] = [];
  for (const match of value.matchAll(/(\d+)|([A-Za-z]+)|([^A-Za-z\d]+)/g)) {
    const [text, digits, letters] = match;
    if (digits) tokens.push({ kind: 'number', value: Number(digits), text });
    else if (letters) {
      const roman = romanValue(letters);
      tokens.push(
        roman === null
          ? { kind: 'text', text: letters.toLowerCase() }
          : { kind: 'number', value: roman, text },
      );
    } else tokens.push({ kind: 'text', text: text.toLowerCase() });
  }
  return tokens;
}

/**
 * Natural order for law and section names: digit runs and Roman numerals compare by value, letters compare
 * case-insensitively ("Section 2" < "Section 10", "Title IX" < "Title X").
 */
export function naturalCompare(a: string, b: string): number {
  const left = tokenize(a);
  const right = tokenize(b);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const x = left[index]!;
    const y = right[index]!;
    if (x.kind === 'number' && y.kind === 'number') {
      if (x.value !== y.value) return x.value - y.value;
      continue;
    }
    const difference = x.text.localeCompare(y.text, 'en');
    if (difference !== 0) return difference;
  }
  return left.length - right.length || a.localeCompare(b, 'en');
}

export function naturalSort<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...items].sort((a, b) => naturalCompare(key(a), key(b)));
}
