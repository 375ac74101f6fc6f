import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import type { FigurePose } from './body';
import { FIGURE_POSES } from './figure-poses';
import { fitToMat } from './fit-to-mat';
import { POSES } from '../poses';
import { POSE_FIGURE_IDS, poseFigureSvg } from './index';
import { MAT, VIEW_HEIGHT, VIEW_WIDTH, layoutPoseFigure, renderPoseFigure } from './render-figure';

const FACTS = POSES.map(({ id, englishName }) => ({ id, englishName }));
const SVG_START = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360"';

/** Every x,y a path or circle puts on the page (arc radii and flags are not positions). */
function svgPositions(svg: string): [number, number][] {
  const points: [number, number][] = [];
  for (const [, d] of svg.matchAll(/ d="([^"]*)"/g)) {
    for (const [, command, args] of (d ?? '').matchAll(/([MLCAZ])([^MLCAZ]*)/g)) {
      const n = (args ?? '')
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      if (command === 'A') {
        for (let i = 0; i + 6 < n.length; i += 7) points.push([n[i + 5] ?? NaN, n[i + 6] ?? NaN]);
      } else {
        for (let i = 0; i + 1 < n.length; i += 2) points.push([n[i] ?? NaN, n[i + 1] ?? NaN]);
      }
    }
  }
  for (const [, cx, cy] of svg.matchAll(/<circle[^>]* cx="([^"]+)" cy="([^"]+)"/g))
    points.push([Number(cx), Number(cy)]);
  return points;
}

function allInside(points: [number, number][]): boolean {
  return points.every(([x, y]) => x >= 0 && x <= VIEW_WIDTH && y >= 0 && y <= VIEW_HEIGHT);
}

/**
 * The lowest pixel row the figure paints, found by rasterising the SVG without its mat, so the check
 * does not trust the geometry code it is checking.
 */
function lowestFigureRow(svg: string): number {
  const withoutMat = svg.replace(/<rect [^>]*\/>/, '');
  const image = new Resvg(withoutMat, { fitTo: { mode: 'width', value: VIEW_WIDTH } }).render();
  const { pixels, width, height } = image;
  for (let y = height - 1; y >= 0; y--) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const [r, g, a] = [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 3] ?? 0];
      // Figure greens only: the page-coloured rim is not body.
      if (a > 40 && g > r + 30) return y;
    }
  }
  return -1;
}

function restsOnMat(pose: FigurePose): boolean {
  const layout = layoutPoseFigure(pose);
  return (
    Math.abs(layout.bounds.maxY - MAT.top) <= 1 && layout.rest.every(({ bottom }) => Math.abs(bottom - MAT.top) <= 1)
  );
}

describe('pose figures', () => {
  it('has a figure for every pose and no other', () => {
    expect([...POSE_FIGURE_IDS]).toEqual(FACTS.map((pose) => pose.id).sort((a, b) => a - b));
    expect(POSE_FIGURE_IDS).toHaveLength(48);
  });

  it('throws for an unknown pose', () => {
    expect(() => poseFigureSvg(999, 'Nothing')).toThrow(/999/);
  });

  it('escapes the title', () => {
    expect(poseFigureSvg(11, `Rest & <Relax>, "Child's"`)).toContain(
      '<title>Rest &amp; &lt;Relax&gt;, &quot;Child&#39;s&quot;</title>',
    );
  });

  describe.each(FACTS)('$id $englishName', ({ id, englishName: name }) => {
    const svg = poseFigureSvg(id, name);
    const pose = FIGURE_POSES[id] as FigurePose;

    it('is a standalone titled SVG with nothing external, scripted or written', () => {
      expect(svg.startsWith(SVG_START)).toBe(true);
      const root = svg.slice(0, svg.indexOf('>') + 1);
      expect(root).toContain('role="img"');
      expect(root).not.toMatch(/ (width|height)=/);
      const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&#39;');
      expect(svg).toContain(`<title>${escaped}</title>`);
      expect(svg).not.toMatch(/<script|<text|<image|href=|url\(|<style|@import/);
      expect(svg.endsWith('</svg>')).toBe(true);
    });

    it('is deterministic, with coordinates rounded to one decimal', () => {
      expect(poseFigureSvg(id, name)).toBe(svg);
      expect(svg).not.toMatch(/\d\.\d\d/);
    });

    it('stays inside the viewBox', () => {
      expect(allInside(svgPositions(svg))).toBe(true);
      const { bounds } = layoutPoseFigure(pose);
      expect(bounds.minX).toBeGreaterThanOrEqual(0);
      expect(bounds.maxX).toBeLessThanOrEqual(VIEW_WIDTH);
      expect(bounds.minY).toBeGreaterThanOrEqual(0);
    });

    it('rests its lowest point and every resting part on the mat', () => {
      expect(restsOnMat(pose)).toBe(true);
      // Row 317 covers y 317–318: the figure reaches the mat's top edge, and at most the anti-aliased
      // fringe of a rounded coordinate (within 1 px) spills into the row below it.
      const lowest = lowestFigureRow(svg);
      expect(lowest).toBeGreaterThanOrEqual(MAT.top - 2);
      expect(lowest).toBeLessThanOrEqual(MAT.top);
    });

    it('needs only a small correction to its written angles to touch the mat', () => {
      for (const change of Object.values(fitToMat(pose).changes)) expect(Math.abs(change)).toBeLessThanOrEqual(3);
    });
  });

  it('draws a figure facing left as the mirror image of it facing right', () => {
    const right = FIGURE_POSES[15] as FigurePose;
    const left = { ...right, facing: 'left' } as FigurePose;
    const a = layoutPoseFigure(right).bounds;
    const b = layoutPoseFigure(left).bounds;
    expect(b.minX).toBeCloseTo(VIEW_WIDTH - a.maxX, 6);
    expect(b.maxY).toBeCloseTo(a.maxY, 6);
    expect(b.minY).toBeCloseTo(a.minY, 6);
  });

  describe('the checks themselves', () => {
    it('catch a coordinate outside the viewBox', () => {
      expect(allInside(svgPositions('<path d="M10 10L481 20Z"/>'))).toBe(false);
      expect(allInside(svgPositions('<path d="M10 10A5 5 0 1 1 20 -1Z"/>'))).toBe(false);
      expect(allInside(svgPositions('<path d="M10 10A500 500 0 1 1 20 20Z"/>'))).toBe(true);
    });

    it('catch a figure that floats above the mat or has a resting part in the air', () => {
      const corpse = FIGURE_POSES[11] as FigurePose;
      // Lifting the arms off the mat leaves the hands, which should rest, in the air.
      const floating: FigurePose = {
        ...corpse,
        fit: [],
        arms: { near: { shoulder: 40 }, far: { shoulder: 40 } },
      } as FigurePose;
      expect(restsOnMat(corpse)).toBe(true);
      expect(restsOnMat(floating)).toBe(false);
    });

    it('catch paint below the mat', () => {
      const svg = renderPoseFigure(FIGURE_POSES[26] as FigurePose, { title: 'Plank' });
      const sunk = svg.replace('</g>', '<circle cx="240" cy="330" r="4" fill="#17734b"/></g>');
      expect(lowestFigureRow(sunk)).toBeGreaterThan(MAT.top);
    });
  });
});
