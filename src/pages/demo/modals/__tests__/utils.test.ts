import { SUPPLIERS, addSupplier, removeSupplier, updateSupplier } from '../utils';

describe('modals demo utils', () => {
  const values = { supplierNo: 'SUP-00500', name: '北方会务', taxNo: '', bank: '', paymentDays: 15 };

  test('a new supplier takes the next id and goes last', () => {
    const list = addSupplier(SUPPLIERS, values);
    expect(list.map((s) => s.id)).toEqual([1, 2, 3]);
    expect(list[2]).toEqual({ ...values, id: 3 });
    expect(addSupplier([], values)[0].id).toBe(1);
  });

  test('an update changes only its supplier; a removal drops only it', () => {
    const list = updateSupplier(SUPPLIERS, 2, { paymentDays: 60 });
    expect(list.map((s) => s.paymentDays)).toEqual([30, 60]);
    expect(removeSupplier(SUPPLIERS, 1).map((s) => s.id)).toEqual([2]);
    expect(SUPPLIERS).toHaveLength(2);
  });
});
