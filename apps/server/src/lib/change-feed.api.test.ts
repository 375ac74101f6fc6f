import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ChangeFeed } from './change-feed';
import { connectTestRedis } from '../test/test-redis';
import { startTcpProxy } from '../test/tcp-proxy';

const waitFor = async (check: () => boolean) => {
  for (let tries = 0; !check(); tries += 1) {
    if (tries > 200) throw new Error('waited 2 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

// Runs where a Redis is given (CI starts one).
describe.runIf(process.env.TEST_REDIS_URL)('ChangeFeed over Redis', () => {
  it('tells every instance of a change, and "anything may have changed" when its subscription drops', async () => {
    const target = new URL(process.env.TEST_REDIS_URL!);
    const relay = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const here = await connectTestRedis();
    const there = await connectTestRedis(relay.url('redis'));
    const publisher = new ChangeFeed(here);
    const listener = new ChangeFeed(there);
    const heard: (string | undefined)[] = [];
    listener.onChange((key) => heard.push(key));
    try {
      await waitFor(() => listener.live);
      heard.length = 0;
      const key = `session-${randomBytes(4).toString('hex')}`;
      await publisher.publish(key);
      await waitFor(() => heard.includes(key));

      const closed = once(there, 'close');
      await relay.cut();
      await closed;
      await waitFor(() => !listener.live);
      expect(heard.at(-1)).toBeUndefined();

      await relay.restore();
      await waitFor(() => listener.live);
      await publisher.publish(`${key}-again`);
      await waitFor(() => heard.includes(`${key}-again`));
    } finally {
      publisher.close();
      listener.close();
      here.disconnect();
      there.disconnect();
      await relay.stop();
    }
  });
});
