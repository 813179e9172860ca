interface QuantitySyncHandlers<Answer> {
  /** Sends one line's quantity to the shop. */
  send: (lineId: string, quantity: number) => Promise<Answer>;
  /** Nothing more is on its way for the line: the shop's last answer is the truth. */
  onSettled: (lineId: string, answer: Answer) => void;
  /** The shop refused or could not be reached; what was still wanted for the line is not sent. */
  onFailed: (lineId: string, error: unknown) => void;
}

/**
 * Sends the quantities a customer wants to the shop, one request per line at a time: taps made while one is
 * on its way are coalesced into the next, so none is lost, none overtakes another, and the last one wins.
 */
export function createQuantitySync<Answer>({
  send,
  onSettled,
  onFailed,
}: QuantitySyncHandlers<Answer>) {
  const wanted = new Map<string, number>();

  const sendUntilSettled = async (lineId: string) => {
    let sent: number | undefined;
    let answer: Answer | undefined;
    try {
      while (wanted.get(lineId) !== sent) {
        sent = wanted.get(lineId)!;
        answer = await send(lineId, sent);
      }
    } catch (error) {
      wanted.delete(lineId);
      onFailed(lineId, error);
      return;
    }
    wanted.delete(lineId);
    onSettled(lineId, answer as Answer);
  };

  return {
    /** The customer now wants this quantity of the line. */
    want(lineId: string, quantity: number) {
      const underWay = wanted.has(lineId);
      wanted.set(lineId, quantity);
      if (!underWay) void sendUntilSettled(lineId);
    },
    /** Whether any line still has a quantity on its way. */
    get busy() {
      return wanted.size > 0;
    },
  };
}
