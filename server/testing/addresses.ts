// The checkout form's valid French address: one fixture for core's tests and the server's.
export { deliveryAddress } from "#core/testing/delivery-address";

let clients = 0;
/**
 * Another client (socket) address on each call, from 198.51.100.0/24 (kept for documentation, RFC 5737), so the
 * per-client limits only bite where a test gives the same address twice. The 254 addresses come round again: the
 * limits' counters are reset with the database before each test.
 */
export function clientAddress() {
  clients = (clients % 254) + 1;
  return `198.51.100.${clients}`;
}
