import { Injectable } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RegionFile, RegionNode } from './region-node';

/** A node as the picker receives it: its children are fetched with its id, so only `leaf` tells whether any exist. */
export type RegionLevelNode = Omit<RegionNode, 'childrens'> & { leaf: boolean };

/**
 * Versioned reference data lives in backend/assets (shipped in the container image beside dist);
 * src/ and dist/ sit at the same depth, so one relative path serves tests and the built app.
 */
const REGION_FILE = resolve(__dirname, '../../../../assets/regions/world-regions.json');

/** The region tree, read once at start-up and answered one level at a time. */
@Injectable()
export class RegionsService {
  private readonly childrenOf = new Map<string, RegionLevelNode[]>();
  readonly version: number;

  constructor() {
    const file = JSON.parse(readFileSync(REGION_FILE, 'utf8')) as RegionFile;
    this.version = file.version;
    const index = (parentId: string, nodes: RegionNode[]) => {
      this.childrenOf.set(
        parentId,
        nodes.map(({ childrens, ...rest }) => ({ ...rest, leaf: !childrens || childrens.length === 0 })),
      );
      for (const child of nodes) if (child.childrens?.length) index(child.id, child.childrens);
    };
    index('0', file.regions);
  }

  /**
   * The nodes that name an address's region, from the continent down to the deepest part found
   * (Chinese or English name, as the picker saved it in either language); [] when the country is unknown.
   */
  pathOf(parts: { country: string; province: string; city: string; district: string }): RegionLevelNode[] {
    const named = (nodes: RegionLevelNode[] | null, name: string) => (name ? nodes?.find((node) => node.name === name || node.name_en === name) : undefined);
    for (const continent of this.childrenOf.get('0') ?? []) {
      const country = named(this.childrenOf.get(continent.id) ?? null, parts.country);
      if (!country) continue;
      const path = [continent, country];
      for (const name of [parts.province, parts.city, parts.district]) {
        const next = named(this.childrenOf.get(path[path.length - 1].id) ?? null, name);
        if (!next) break;
        path.push(next);
      }
      return path;
    }
    return [];
  }

  /** The children of a node ("0" for the continents); null when the id is unknown or a leaf. */
  children(parentId: string): RegionLevelNode[] | null {
    return this.childrenOf.get(parentId) ?? null;
  }
}
