import { NotImplementedException } from '@nestjs/common';

/** For operations of the contract whose feature is not built yet: a clear 501, never a silent success. */
export function notYetOpen(feature: string): never {
  throw new NotImplementedException(`${feature} is not open yet.`);
}
