import { causeKind, isPortfolioId } from './cause-kind';

const PORTFOLIO = '0123456789abcdef0123456789abcdef';

describe('causeKind', () => {
  it.each([
    ['1', 'charity'],
    ['12-3456789', 'charity'],
    ['12/34-56', 'charity'],
    ['1'.repeat(31), 'charity'],
    ['1'.repeat(32), 'portfolio'],
    ['', 'portfolio'],
    [PORTFOLIO, 'portfolio'],
    ['12 3456789', 'portfolio'],
    ['12a3456789', 'portfolio'],
  ])('%p is a %s', (id, kind) => {
    expect(causeKind(id)).toBe(kind);
  });
});

describe('isPortfolioId', () => {
  it.each([
    [PORTFOLIO, true],
    [PORTFOLIO.toUpperCase(), true],
    ['1'.repeat(32), true],
    [PORTFOLIO.slice(1), false],
    [`${PORTFOLIO}0`, false],
    [`${PORTFOLIO.slice(1)}g`, false],
    ['12-3456789', false],
    ['', false],
  ])('%p → %s', (id, expected) => {
    expect(isPortfolioId(id)).toBe(expected);
  });
});
