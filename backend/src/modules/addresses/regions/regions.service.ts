import { Injectable } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RegionFile, RegionNode } from './region-node';

/** A node as the picker receives it: its children are fetched with its id, so only `leaf` tells whether any exist. */
export type RegionLevelNode = Omit<RegionNode, 'childrens'> & { leaf: boolean };

const FILE = 'world-regions.json';

/** The committed JSON sits beside this file in src; the compiled dist reads it from src. */
function regionFilePath(): string {
  const beside = join(__dirname, FILE);
  return existsSync(beside) ? beside : resolve(__dirname, '../../../../src/modules/addresses/regions', FILE);
}

/** The region tree, read once at start-up and answered one level at a time. */
@Injectable()
export class RegionsService {
  private readonly childrenOf = new Map<string, RegionLevelNode[]>();
  readonly version: number;

  constructor() {
    const file = JSON.parse(readFileSync(regionFilePath(), 'utf8')) as RegionFile;
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

  /** The children of a node ("0" for the continents); null when the id is unknown or a leaf. */
  children(parentId: string): RegionLevelNode[] | null {
    return this.childrenOf.get(parentId) ?? null;
  }
}
