/** The eBay stand-in of the local stack (scripts/ebay-standin.mjs): which of its cases it answers. */
import { stackPorts } from './stack';

/** Every later search gets `kase` ('few', 'none', …; 'normal' or '' for the usual listings). */
export async function setMarketCase(kase: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${stackPorts().ebayStandIn}/__standin/case`, {
    method: 'PUT',
    body: kase === 'normal' ? '' : kase,
  });
  if (!response.ok) throw new Error(`the eBay stand-in refused case ${kase}: ${response.status}`);
}
