import type { Rng } from './prng';

/**
 * Strings that match a schema's `pattern`, so valid requests get past validation and reach the
 * code behind it. Covers what DTO patterns use (classes, ranges, groups, alternation,
 * quantifiers, escapes, lookaheads skipped); every result is checked against the real RegExp and
 * undefined means "could not", never a wrong value.
 */
export function sampleMatching(pattern: string, rng: Rng, attempts = 12): string | undefined {
  let tree: Node;
  let regex: RegExp;
  try {
    regex = new RegExp(pattern);
    tree = new PatternParser(pattern).parse();
  } catch {
    return undefined;
  }
  for (let i = 0; i < attempts; i += 1) {
    const candidate = generate(tree, rng);
    if (regex.test(candidate)) return candidate;
  }
  return undefined;
}

type Node =
  | { kind: 'sequence'; items: Node[] }
  | { kind: 'alternation'; options: Node[] }
  | { kind: 'chars'; chars: string[] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

const EMPTY: Node = { kind: 'sequence', items: [] };
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));
const DIGITS = range(0x30, 0x39);
const WORD = [...range(0x61, 0x7a), ...range(0x41, 0x5a), ...DIGITS, '_'];
const PRINTABLE = range(0x20, 0x7e);
/** An unbounded quantifier (*, +, {n,}) repeats at most this many times more than its minimum. */
const OPEN_ENDED_EXTRA = 4;

function generate(node: Node, rng: Rng): string {
  switch (node.kind) {
    case 'sequence':
      return node.items.map((item) => generate(item, rng)).join('');
    case 'alternation':
      return generate(rng.pick(node.options), rng);
    case 'chars':
      return node.chars.length ? rng.pick(node.chars) : '';
    case 'repeat': {
      // Mostly short, sometimes the longest allowed: both ends of a {1,120} are worth sending.
      const max = Math.min(node.max, node.min + 24);
      const count = rng.chance(0.1) ? max : rng.int(node.min, Math.min(max, node.min + 6));
      return Array.from({ length: count }, () => generate(node.node, rng)).join('');
    }
  }
}

class PatternParser {
  private at = 0;

  constructor(private readonly source: string) {}

  parse(): Node {
    const node = this.alternation();
    if (this.at < this.source.length) throw new Error(`Unexpected ${this.source[this.at]} in pattern`);
    return node;
  }

  private alternation(): Node {
    const options = [this.sequence()];
    while (this.source[this.at] === '|') {
      this.at += 1;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0] : { kind: 'alternation', options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') {
      items.push(this.quantified(this.atom()));
    }
    return { kind: 'sequence', items };
  }

  private atom(): Node {
    const char = this.source[this.at++];
    switch (char) {
      case '(':
        return this.group();
      case '[':
        return { kind: 'chars', chars: this.characterClass() };
      case '\\':
        return { kind: 'chars', chars: this.escape(false) };
      case '^':
      case '$':
        return EMPTY;
      case '.':
        return { kind: 'chars', chars: WORD };
      default:
        return { kind: 'chars', chars: [char] };
    }
  }

  private group(): Node {
    let lookaround = false;
    if (this.source[this.at] === '?') {
      const marker = this.source.slice(this.at, this.at + 3);
      if (marker.startsWith('?:')) this.at += 2;
      else if (marker.startsWith('?=') || marker.startsWith('?!')) {
        this.at += 2;
        lookaround = true;
      } else if (marker === '?<=' || marker === '?<!') {
        this.at += 3;
        lookaround = true;
      } else if (marker.startsWith('?<')) this.at = this.source.indexOf('>', this.at) + 1;
    }
    const inner = this.alternation();
    if (this.source[this.at++] !== ')') throw new Error('Unclosed group');
    // A lookaround constrains without consuming; the final RegExp check enforces it.
    return lookaround ? EMPTY : inner;
  }

  private characterClass(): string[] {
    const negated = this.source[this.at] === '^';
    if (negated) this.at += 1;
    const chars = new Set<string>();
    let first = true;
    while (this.at < this.source.length && (this.source[this.at] !== ']' || first)) {
      first = false;
      const char = this.source[this.at++];
      const members = char === '\\' ? this.escape(true) : [char];
      if (members.length === 1 && this.source[this.at] === '-' && this.source[this.at + 1] !== ']') {
        this.at += 1;
        const endChar = this.source[this.at++];
        const end = endChar === '\\' ? this.escape(true)[0] : endChar;
        range(members[0].charCodeAt(0), end.charCodeAt(0)).forEach((c) => chars.add(c));
      } else {
        members.forEach((c) => chars.add(c));
      }
    }
    this.at += 1;
    return negated ? PRINTABLE.filter((c) => !chars.has(c)) : [...chars];
  }

  private escape(inClass: boolean): string[] {
    const char = this.source[this.at++];
    switch (char) {
      case 'd':
        return DIGITS;
      case 'w':
        return WORD;
      case 's':
        return [' '];
      case 'D':
      case 'S':
        return range(0x61, 0x7a);
      case 'W':
        return ['-', '.', '!'];
      case 'b':
        return inClass ? ['\b'] : [];
      case 'B':
        return [];
      case 'n':
        return ['\n'];
      case 't':
        return ['\t'];
      case 'r':
        return ['\r'];
      case 'x': {
        const code = parseInt(this.source.slice(this.at, this.at + 2), 16);
        this.at += 2;
        return [String.fromCharCode(code)];
      }
      case 'u': {
        const code = parseInt(this.source.slice(this.at, this.at + 4), 16);
        this.at += 4;
        return [String.fromCharCode(code)];
      }
      default:
        return [char];
    }
  }

  private quantified(node: Node): Node {
    const char = this.source[this.at];
    let min: number;
    let max: number;
    if (char === '?') [min, max] = [0, 1];
    else if (char === '*') [min, max] = [0, OPEN_ENDED_EXTRA];
    else if (char === '+') [min, max] = [1, 1 + OPEN_ENDED_EXTRA];
    else if (char === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at));
      if (!match) return node;
      min = Number(match[1]);
      max = match[2] === undefined ? min : match[3] ? Number(match[3]) : min + OPEN_ENDED_EXTRA;
      this.at += match[0].length - 1;
    } else return node;
    this.at += 1;
    if (this.source[this.at] === '?') this.at += 1;
    return { kind: 'repeat', node, min, max };
  }
}
