import sharp from 'sharp';

/**
 * The demo review's picture: a researcher's own western blot as a phone photo would show it: five
 * lanes of a lysate dilution series, one band each, fading with the load, and the lane labels.
 */
export async function renderCustomerBlot(target: string): Promise<Buffer> {
  const loads = [40, 20, 10, 5, 2.5];
  const lanes = loads
    .map((load, i) => {
      const x = 70 + i * 90;
      const opacity = (0.25 + 0.75 * (load / 40)).toFixed(2);
      return `<rect x="${x}" y="120" width="60" height="14" rx="6" fill="#111" opacity="${opacity}"/>
        <text x="${x + 30}" y="60" font-size="14" text-anchor="middle" fill="#222">${load} µg</text>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="220" viewBox="0 0 560 220">
    <rect width="560" height="220" fill="#f4f1ea"/>
    <rect x="50" y="80" width="470" height="110" fill="#dcd8cf"/>
    ${lanes}
    <text x="20" y="30" font-size="16" fill="#222">${target.replace(/[<&>]/g, '')}</text>
    <text x="20" y="210" font-size="12" fill="#555">HeLa lysate, 1:1000, ECL 30 s</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
