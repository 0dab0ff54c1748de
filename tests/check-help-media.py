#!/usr/bin/env python3
"""check-help-media.py DIR FIGURES PAGE...: the figures of the manual installed in DIR (one
language's share/help/LANG/wythoff-lattice). Every <media> of the pages names a file that is
there (a link followed), a whole PNG (its signature, every chunk's CRC, IHDR, the image data
inflating to the rows IHDR promises, IEND) of sensible size (200 to 2000 pixels wide, 40 to
2000 high, at most 250 kB), with mime="image/png" and a text alternative (the fallback text
yelp gives as the image's alt); FIGURES (names, space-separated) are exactly the files of
DIR/figures and each is named by a page. Exits 1 with one line a finding."""
import os
import struct
import sys
import xml.etree.ElementTree as ET
import zlib

MAL = '{http://projectmallard.org/1.0/}'
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def png_problem(path):
    """None for a whole PNG of sensible size, else what is wrong."""
    data = open(path, 'rb').read()
    if len(data) > 250_000:
        return f'{len(data)} bytes, more than 250 kB'
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        return 'not a PNG (signature)'
    pos, chunks, idat = 8, [], b''
    while pos + 12 <= len(data):
        (length, kind) = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        crc = data[pos + 8 + length:pos + 12 + length]
        if len(crc) != 4 or struct.unpack('>I', crc)[0] != zlib.crc32(kind + body):
            return f'chunk {kind!r} at {pos}: bad CRC or cut short'
        chunks.append(kind)
        idat += body if kind == b'IDAT' else b''
        pos += 12 + length
    if not chunks or chunks[0] != b'IHDR' or chunks[-1] != b'IEND' or pos != len(data):
        return 'chunks not IHDR ... IEND'
    width, height, depth, colour, _, _, interlace = struct.unpack('>IIBBBBB', data[16:29])
    if not (200 <= width <= 2000 and 40 <= height <= 2000):
        return f'{width} × {height} pixels, not 200–2000 × 40–2000'
    if colour not in CHANNELS or interlace != 0:
        return f'colour type {colour}, interlace {interlace}'
    row = 1 + (width * CHANNELS[colour] * depth + 7) // 8
    try:
        pixels = zlib.decompress(idat)
    except zlib.error as err:
        return f'image data does not inflate: {err}'
    if len(pixels) != row * height:
        return f'image data of {len(pixels)} bytes, not {height} rows of {row}'
    return None


def media_problems(folder, page, named):
    """Each <media> of the page: its file whole and its attributes; the names it uses."""
    found = []
    for media in ET.parse(os.path.join(folder, page)).iter(MAL + 'media'):
        src = media.get('src', '')
        named.add(src)
        alt = ' '.join(''.join(media.itertext()).split())
        if media.get('type', 'image') != 'image' or media.get('mime') != 'image/png':
            found.append(f'{page}: {src}: not type="image" mime="image/png"')
        if len(alt) < 20:
            found.append(f'{page}: {src}: no text alternative (fallback text)')
        path = os.path.join(folder, src)
        if not os.path.isfile(path):
            found.append(f'{page}: {src}: missing' + (' (a broken link)' if os.path.islink(path) else ''))
            continue
        problem = png_problem(path)
        if problem:
            found.append(f'{page}: {src}: {problem}')
    return found


def main():
    folder, figures, pages = sys.argv[1], sys.argv[2].split(), sys.argv[3:]
    named, found = set(), []
    for page in pages:
        found += media_problems(folder, page, named)
    fig_dir = os.path.join(folder, 'figures')
    there = sorted(os.listdir(fig_dir)) if os.path.isdir(fig_dir) else []
    if sorted(figures) != there:
        found.append(f'figures/ holds {there or "nothing"}, not {sorted(figures)}')
    found += [f'figures/{name} is named by no page' for name in figures
              if 'figures/' + name not in named]
    for line in found:
        print(f'check-help-media: {folder}: {line}', file=sys.stderr)
    if found:
        sys.exit(1)
    print(f'check-help-media: {folder}: {len(named)} figures, each a whole PNG')


if __name__ == '__main__':
    main()
