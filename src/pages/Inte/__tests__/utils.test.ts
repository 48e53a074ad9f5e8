import { addressLines, addressProblem, clientBody, clientValues, graceLabel, integrationQuery, isAddressOrRange } from '../utils';

describe('integrations page utils', () => {
  it('builds the list query: keyword trimmed, blank and unknown state left out', () => {
    expect(integrationQuery({ current: 2, pageSize: 20, keyword: '  exp ', state: 'revoked' })).toEqual({ current: 2, pageSize: 20, keyword: 'exp', state: 'revoked' });
    expect(integrationQuery({ keyword: '   ', state: 'gone' })).toEqual({ current: undefined, pageSize: undefined, keyword: undefined, state: undefined });
  });

  it('tells addresses and CIDR ranges, IPv4 and IPv6', () => {
    for (const good of ['127.0.0.1', '10.0.0.0/8', '0.0.0.0/0', '::1', '2001:db8::/32', 'fe80::1:2', '::ffff:10.1.2.3', '1:2:3:4:5:6:7:8', '::/0']) {
      expect([good, isAddressOrRange(good)]).toEqual([good, true]);
    }
    for (const bad of ['300.1.1.1', '10.0.0', '10.0.0.0/33', '10.0.0.0/08', 'example.com', '::1/129', '1::2::3', '1:2:3:4:5:6:7:8:9', '10.0.0.1/', '', '01.2.3.4']) {
      expect([bad, isAddressOrRange(bad)]).toEqual([bad, false]);
    }
  });

  it('reads the addresses text one a line and names its first problem', () => {
    expect(addressLines(' 10.0.0.1 \n\n::1, 192.168.0.0/16 ')).toEqual(['10.0.0.1', '::1', '192.168.0.0/16']);
    expect(addressLines(undefined)).toEqual([]);
    expect(addressProblem('10.0.0.1\n::1')).toBeNull();
    expect(addressProblem('')).toBeNull();
    expect(addressProblem('10.0.0.1\nnope')).toEqual({ key: 'integration.addresses.invalid', values: { value: 'nope' } });
    expect(addressProblem('::1\n::1')).toEqual({ key: 'integration.addresses.repeated', values: { value: '::1' } });
    expect(addressProblem(Array.from({ length: 51 }, (_, i) => `10.0.0.${i}`).join('\n'))).toEqual({ key: 'integration.addresses.tooMany', values: { max: 50 } });
  });

  it('fills the form from a client and builds the body back', () => {
    expect(clientValues()).toEqual({ name: '', sourceSystem: '', scopes: ['tasks:create'], addresses: '', rateLimitPerMinute: 600, enabled: true });
    const values = clientValues({
      name: 'Exp',
      sourceSystem: 'EXP',
      scopes: ['users:read'],
      allowedAddresses: ['10.0.0.0/8', '::1'],
      rateLimitPerMinute: 30,
      enabled: false,
    } as never);
    expect(values).toEqual({ name: 'Exp', sourceSystem: 'EXP', scopes: ['users:read'], addresses: '10.0.0.0/8\n::1', rateLimitPerMinute: 30, enabled: false });
    expect(clientBody({ ...values, name: ' Exp ', sourceSystem: ' EXP ' })).toEqual({
      name: 'Exp',
      sourceSystem: 'EXP',
      scopes: ['users:read'],
      allowedAddresses: ['10.0.0.0/8', '::1'],
      rateLimitPerMinute: 30,
      enabled: false,
    });
  });

  it('names grace periods in hours or days', () => {
    expect(graceLabel(0)).toEqual({ key: 'integration.grace.none', values: {} });
    expect(graceLabel(60)).toEqual({ key: 'integration.grace.hours', values: { count: 1 } });
    expect(graceLabel(1440)).toEqual({ key: 'integration.grace.days', values: { count: 1 } });
  });
});
