// Named components a page can place with a `custom` block, where a screen truly needs code. Each is
// a lazy chunk, registered here by name.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type CustomBlockProps = { props: Record<string, string | number | boolean | null> };

const registry = new Map<string, LazyExoticComponent<ComponentType<CustomBlockProps>>>();

export function registerCustomBlock(name: string, load: () => Promise<{ default: ComponentType<CustomBlockProps> }>): void {
  registry.set(name, lazy(load));
}

export function customBlock(name: string): LazyExoticComponent<ComponentType<CustomBlockProps>> | undefined {
  return registry.get(name);
}

