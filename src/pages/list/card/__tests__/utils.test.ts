import { FINANCE_SERVICES, onTimeStatus } from '../utils';

describe('/list/card utils', () => {
  it('colours the on-time share against the 95 % target', () => {
    expect(onTimeStatus(95)).toBe('success');
    expect(onTimeStatus(88)).toBe('warning');
    expect(onTimeStatus(79)).toBe('error');
  });

  it('holds one card per service', () => {
    expect(new Set(FINANCE_SERVICES.map((service) => service.key)).size).toBe(FINANCE_SERVICES.length);
  });
});
