import sharp from 'sharp';

/** A leafy placeholder photo drawn from our own SVG at seed time: the demo downloads nothing. */
export function demoPhoto(hue: number, label: string): Promise<Buffer> {
  const leaves = Array.from({ length: 7 }, (_, index) => {
    const angle = (index - 3) * 24;
    return `<ellipse cx="400" cy="330" rx="34" ry="150" fill="hsl(${hue + index * 6}, 55%, ${32 + index * 3}%)"
      transform="rotate(${angle} 400 480) translate(0 -40)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 40%, 92%)"/><stop offset="1" stop-color="hsl(${hue + 30}, 35%, 75%)"/>
    </linearGradient></defs>
    <rect width="800" height="600" fill="url(#sky)"/>
    <rect y="480" width="800" height="120" fill="hsl(30, 35%, 30%)"/>
    ${leaves}
    <rect x="392" y="430" width="16" height="60" fill="hsl(${hue}, 40%, 25%)"/>
    <text x="30" y="60" font-family="sans-serif" font-size="36" fill="hsl(${hue}, 50%, 20%)">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
