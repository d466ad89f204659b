// A TCP forwarder run as its own process: listens on LISTEN_HOST:LISTEN_PORT (the host's side of the
// fleet's bridge) and connects each client to TARGET_HOST:TARGET_PORT (the machine's PostgreSQL, which
// listens on 127.0.0.1 only). The machine's database configuration is left untouched.
const net = require('node:net');

const [listenHost, listenPort, targetHost, targetPort] = process.argv.slice(2);
const server = net.createServer((client) => {
  const upstream = net.connect(Number(targetPort), targetHost);
  client.setNoDelay(true);
  upstream.setNoDelay(true);
  client.pipe(upstream).pipe(client);
  const end = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', end);
  upstream.on('error', end);
  client.on('close', end);
  upstream.on('close', end);
});
server.listen(Number(listenPort), listenHost, () => process.send?.('listening'));
process.on('SIGTERM', () => process.exit(0));
