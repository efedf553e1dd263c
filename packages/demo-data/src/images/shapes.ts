import type { Shape } from './catalog-images.js';

/**
 * Flat silhouettes drawn in the 600×744 product canvas. `fill` is the product colour, `detail` a contrasting
 * colour for seams, screens and ribbons. Recognisable at tile size is all they need to be.
 */
export function shapeSvg(shape: Shape, fill: string, detail: string): string {
  const body = `fill="${fill}" stroke="#333" stroke-width="6" stroke-linejoin="round"`;
  const line = `fill="none" stroke="${detail}" stroke-width="6" stroke-linecap="round"`;
  switch (shape) {
    case 'tee':
      return `<path ${body} d="M300 135 C270 135 250 124 240 110 L150 150 L80 260 L160 300 L185 262 L185 600 L415 600 L415 262 L440 300 L520 260 L450 150 L360 110 C350 124 330 135 300 135 Z"/><path ${line} d="M244 114 C262 152 338 152 356 114"/>`;
    case 'tank':
      return `<path ${body} d="M235 110 L265 110 C272 195 328 195 335 110 L365 110 C365 190 390 230 420 250 L420 600 L180 600 L180 250 C210 230 235 190 235 110 Z"/>`;
    case 'hoodie':
      return `<path ${body} d="M240 150 L150 190 L90 560 L150 575 L200 320 L190 600 L410 600 L400 320 L450 575 L510 560 L450 190 L360 150 Z"/><path ${body} d="M240 152 C228 66 372 66 360 152 C340 192 260 192 240 152 Z"/><path ${line} d="M232 450 L368 450 L388 540 L212 540 Z"/><path ${line} d="M280 185 L276 260 M320 185 L324 260"/>`;
    case 'jacket':
      return `<path ${body} d="M240 150 L150 190 L90 560 L150 575 L200 320 L190 600 L410 600 L400 320 L450 575 L510 560 L450 190 L360 150 Z"/><path ${body} d="M240 150 L268 104 L332 104 L360 150 L300 205 Z"/><path ${line} stroke-dasharray="14 10" d="M300 205 L300 596"/><path ${line} d="M215 430 L270 430 M330 430 L385 430"/>`;
    case 'pants':
      return `<path ${body} d="M195 110 L405 110 L440 630 L330 630 L300 285 L270 630 L160 630 Z"/><path ${line} d="M198 150 L402 150"/>`;
    case 'shorts':
      return `<path ${body} d="M180 200 L420 200 L455 480 L322 495 L300 340 L278 495 L145 480 Z"/><path ${line} d="M184 240 L416 240"/>`;
    case 'bag':
      return `<path fill="none" stroke="#333" stroke-width="40" d="M215 260 C215 120 385 120 385 260"/><path fill="none" stroke="${fill}" stroke-width="26" d="M215 260 C215 120 385 120 385 260"/><rect ${body} x="140" y="240" width="320" height="340" rx="44"/><rect fill="none" stroke="${detail}" stroke-width="6" x="200" y="400" width="200" height="120" rx="18"/>`;
    case 'watch':
      return `<rect ${body} x="255" y="80" width="90" height="540" rx="30"/><circle ${body} cx="300" cy="350" r="125"/><circle fill="#fafafa" stroke="${detail}" stroke-width="6" cx="300" cy="350" r="98"/><path fill="none" stroke="#333" stroke-width="8" stroke-linecap="round" d="M300 350 L300 285 M300 350 L345 375"/>`;
    case 'mat':
      return `<path ${body} d="M150 450 L470 450 L525 610 L95 610 Z"/><rect ${body} x="150" y="270" width="320" height="180"/><ellipse ${body} cx="470" cy="360" rx="50" ry="90"/><ellipse ${line} cx="470" cy="360" rx="25" ry="45"/>`;
    case 'bottle':
      return `<rect ${body} x="255" y="95" width="90" height="60" rx="10"/><rect ${body} x="240" y="155" width="120" height="55" rx="8"/><rect ${body} x="195" y="205" width="210" height="420" rx="55"/><rect fill="${detail}" opacity="0.8" x="195" y="360" width="210" height="110"/>`;
    case 'dumbbell':
      return `<rect ${body} x="150" y="340" width="300" height="40" rx="10"/><rect ${body} x="100" y="250" width="60" height="220" rx="12"/><rect ${body} x="160" y="280" width="40" height="160" rx="10"/><rect ${body} x="440" y="250" width="60" height="220" rx="12"/><rect ${body} x="400" y="280" width="40" height="160" rx="10"/>`;
    case 'ball':
      return `<circle ${body} cx="300" cy="360" r="200"/><path ${line} d="M104 330 C200 280 400 280 496 330 M300 160 C236 260 236 460 300 560"/>`;
    case 'roller':
      return `<rect ${body} x="150" y="280" width="300" height="160"/><ellipse ${body} cx="150" cy="360" rx="40" ry="80"/><ellipse ${body} cx="450" cy="360" rx="40" ry="80"/><path ${line} d="M220 285 L220 435 M290 285 L290 435 M360 285 L360 435"/>`;
    case 'band':
      return `<ellipse fill="none" stroke="#333" stroke-width="58" cx="300" cy="360" rx="200" ry="125"/><ellipse fill="none" stroke="${fill}" stroke-width="44" cx="300" cy="360" rx="200" ry="125"/>`;
    case 'ticket':
      return `<path ${body} d="M90 250 L510 250 L510 320 C478 320 478 400 510 400 L510 470 L90 470 L90 400 C122 400 122 320 90 320 Z"/><path ${line} stroke-dasharray="12 10" d="M390 258 L390 462"/><rect fill="${detail}" x="140" y="300" width="200" height="24" rx="6"/><rect fill="${detail}" x="140" y="350" width="150" height="18" rx="6"/>`;
    case 'giftcard':
      return `<rect ${body} x="100" y="220" width="400" height="270" rx="24"/><rect fill="${detail}" x="270" y="222" width="44" height="266"/><rect fill="${detail}" x="102" y="330" width="396" height="40"/><ellipse ${body} cx="255" cy="215" rx="55" ry="32"/><ellipse ${body} cx="330" cy="215" rx="55" ry="32"/>`;
    case 'pass':
      return `<rect ${body} x="150" y="150" width="300" height="440" rx="26"/><circle fill="${detail}" cx="300" cy="290" r="70"/><rect fill="${detail}" x="200" y="400" width="200" height="24" rx="8"/><rect fill="${detail}" x="225" y="450" width="150" height="20" rx="8"/><rect fill="#333" x="255" y="165" width="90" height="20" rx="8"/>`;
    case 'parking':
      return `<rect fill="#555" x="285" y="430" width="30" height="210"/><rect ${body} x="150" y="130" width="300" height="300" rx="36"/><path fill="${detail}" fill-rule="evenodd" d="M235 195h72a58 58 0 0 1 0 116h-35v54h-37z M272 228v50h33a25 25 0 0 0 0-50z"/>`;
    case 'video':
      return `<rect ${body} x="100" y="190" width="400" height="270" rx="20"/><rect fill="#1d1d1f" x="125" y="212" width="350" height="226" rx="8"/><path fill="${detail}" d="M265 275 L265 375 L355 325 Z"/><path fill="#555" d="M250 460 L350 460 L370 520 L230 520 Z"/>`;
    case 'ebook':
      return `<path ${body} d="M300 210 L160 175 L160 550 L300 585 Z"/><path ${body} d="M300 210 L440 175 L440 550 L300 585 Z"/><path ${line} d="M190 240 L275 262 M190 290 L275 312 M190 340 L275 362 M325 262 L410 240 M325 312 L410 290 M325 362 L410 340"/>`;
    case 'kit':
      return `<rect ${body} x="140" y="300" width="320" height="270"/><rect ${body} x="120" y="240" width="360" height="70"/><rect fill="${detail}" x="280" y="242" width="40" height="326"/>`;
  }
}
