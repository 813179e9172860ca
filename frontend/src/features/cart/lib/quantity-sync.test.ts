import { describe, expect, it, vi } from 'vitest';
import { createQuantitySync } from './quantity-sync';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sending the quantities a customer taps', () => {
  it('sends the first tap at once and the taps made meanwhile as one request, the last one winning', async () => {
    const sent: number[] = [];
    const onSettled = vi.fn();
    const sync = createQuantitySync({
      send: async (_line, quantity: number) => {
        sent.push(quantity);
        await later(30);
        return quantity;
      },
      onSettled,
      onFailed: vi.fn(),
    });

    for (const quantity of [3, 4, 5, 6, 7]) sync.want('pizza', quantity);

    await vi.waitFor(() => expect(onSettled).toHaveBeenCalledWith('pizza', 7));
    expect(sent).toEqual([3, 7]);
    expect(sync.busy).toBe(false);
  });

  it('says when the shop refused, and sends nothing more for that line', async () => {
    const send = vi.fn(async () => {
      await later(10);
      throw new Error('This dish is no longer on the menu.');
    });
    const onFailed = vi.fn();
    const sync = createQuantitySync({ send, onSettled: vi.fn(), onFailed });

    sync.want('pizza', 3);
    sync.want('pizza', 4);

    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledOnce());
    expect(send).toHaveBeenCalledOnce();
    expect(sync.busy).toBe(false);
  });
});
