import { COST_CENTRE_TREE, usagePercent } from '../utils';

describe('TreeTable demo utils', () => {
  it('sums budgets and spending up the tree', () => {
    const [headOffice, sales] = COST_CENTRE_TREE;
    expect(headOffice.children[0].budget).toBe(2_900_000);
    expect(headOffice.budget).toBe(4_900_000);
    expect(headOffice.spent).toBe(3_455_000);
    expect(sales.spent).toBe(6_000_000);
  });

  it('gives the share of the budget spent, over 100 when overspent', () => {
    expect(usagePercent({ budget: 900_000, spent: 935_000 })).toBe(104);
    expect(usagePercent({ budget: 800_000, spent: 410_000 })).toBe(51);
    expect(usagePercent({ budget: 0, spent: 10 })).toBe(0);
  });
});
