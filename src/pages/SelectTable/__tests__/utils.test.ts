import { SUPPLIERS, querySuppliers } from '../utils';

describe('SelectTable demo utils', () => {
  it('holds distinct suppliers, some frozen', () => {
    expect(new Set(SUPPLIERS.map((supplier) => supplier.name)).size).toBe(SUPPLIERS.length);
    expect(new Set(SUPPLIERS.map((supplier) => supplier.taxNo)).size).toBe(SUPPLIERS.length);
    expect(SUPPLIERS.filter((supplier) => supplier.frozen).length).toBeGreaterThan(0);
  });

  it('pages and searches by name, tax number or category', () => {
    expect(querySuppliers(SUPPLIERS, { current: 2, pageSize: 10 })).toEqual({ list: SUPPLIERS.slice(10, 20), total: 60 });
    const logistics = querySuppliers(SUPPLIERS, { current: 1, pageSize: 100, keyword: ' 物流 ' });
    expect(logistics.total).toBe(10);
    expect(logistics.list.every((supplier) => supplier.category === '物流')).toBe(true);
    expect(querySuppliers(SUPPLIERS, { current: 1, pageSize: 10, keyword: SUPPLIERS[7].taxNo }).list).toEqual([SUPPLIERS[7]]);
  });
});
