// Whose connection it is, for MAX_CONNECTIONS_PER_ADDRESS: an IPv4 address however the server sees it,
// an IPv6 address by its /64 however it is written.
import { expect, test } from 'vitest';
import { clientKey } from './connection-limits';

test.each([
  ['203.0.113.7', '203.0.113.7'],
  ['::ffff:203.0.113.7', '203.0.113.7'],
  ['::FFFF:203.0.113.7', '203.0.113.7'],
  ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
  ['2001:0db8:00aa:00bb:ffff:ffff:ffff:ffff', '2001:db8:aa:bb::/64'],
  ['2001:db8:aa:bb::1', '2001:db8:aa:bb::/64'],
  ['2001:db8::1', '2001:db8:0:0::/64'],
  ['2001:db8:0:0:5::', '2001:db8:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
  ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
  ['::a:b:c:d:198.51.100.1', '0:0:a:b::/64'],
])('%s counts as %s', (address, key) => {
  expect(clientKey(address)).toBe(key);
});

test('two addresses of one /64 are one client; of neighbouring /64s, two', () => {
  expect(clientKey('2001:db8:aa:bb::1')).toBe(clientKey('2001:db8:aa:bb:ffff::2'));
  expect(clientKey('2001:db8:aa:bb::1')).not.toBe(clientKey('2001:db8:aa:bc::1'));
});
