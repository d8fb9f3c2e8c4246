/**
 * Watch Demo's photo and the analysis the demo gets for it describe the same thing: the bundled
 * photo is a blue enamel mug (assets/README.md), and the demo's AI, the browser's (demoAiClient)
 * and the stack's stand-in alike, must not call it anything else: a photo the samples do not know
 * gets a sample picked by its hash, which could be "Nike Air Max 90 Sneakers" asking for the size
 * label inside the tongue.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoAiClient, sampleReply } from '@snap/shared/testing';

const ASSETS = join(__dirname, '../../../assets');
const photoBytes = readFileSync(join(ASSETS, 'demo-sample.jpg'));

/** What the photo shows, in the words of the assets' README ("…analyses: a blue enamel mug drawn…"). */
const shown = /analyses: an? ([a-z ]+?) drawn/.exec(readFileSync(join(ASSETS, 'README.md'), 'utf8'))?.[1] ?? '';

function describesThePhoto(item: { itemName: string; description: string; photoRequest?: string | null }) {
  const words = `${item.itemName} ${item.description}`.toLowerCase();
  for (const word of shown.split(' ')) expect(words).toContain(word);
  expect(`${words} ${item.photoRequest ?? ''}`).not.toMatch(/sneaker|shoe|tongue|camera|lamp/);
}

describe("Watch Demo's photo and its analysis", () => {
  it('are documented: the photo shows a blue enamel mug', () => {
    expect(shown).toBe('blue enamel mug');
  });

  it("the browser's demo AI describes the photo the demo sends", async () => {
    const { item, estimate } = await demoAiClient().analyze(new Blob([photoBytes], { type: 'image/jpeg' }));
    describesThePhoto(item);
    expect(item.itemName).toBe('Blue Enamel Camp Mug');
    // Priced from the stand-in's market for a mug, not a camera's or a shoe's.
    expect(estimate.estimatedPrice).toBeLessThan(40);
  });

  it("the stack's OpenAI stand-in describes it the same way, from the request the gateway sends", () => {
    const item = sampleReply({
      response_format: { json_schema: { name: 'item_identification' } },
      messages: [
        {
          content: [
            { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${photoBytes.toString('base64')}` } },
          ],
        },
      ],
    }) as { itemName: string; description: string; photoRequest: string | null };
    describesThePhoto(item);
    expect(item.itemName).toBe('Blue Enamel Camp Mug');
  });
});
