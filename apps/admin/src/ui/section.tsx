import type { ComponentType, ReactNode } from 'react';
import { Resource } from 'react-admin';
import type { SectionData } from '../api/dataProvider';

/**
 * One section of the back office, as a feature's door exports it: its menu entry, its line on the dashboard, its
 * pages and how it reads the API. App.tsx puts the sections the signed-in role may open into react-admin.
 */
export type Section = {
  label: string;
  /** What the section holds, in one line on the dashboard. */
  about: string;
  icon: ComponentType;
  list: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  /** Read eagerly, or loaded at first use: `() => import('./api').then((m) => m.someData)`. */
  data: SectionData;
};

/** A section as react-admin's <Resource>; its options carry the label and the dashboard line. */
export function sectionResource(name: string, { label, about, icon, list, show, edit, create }: Section): ReactNode {
  return <Resource key={name} name={name} options={{ label, about }} icon={icon} list={list} show={show} edit={edit} create={create} />;
}

/** The dashboard line a resource definition's options carry, or null. */
export function aboutOf(options: unknown): string | null {
  return options && typeof options === 'object' && 'about' in options && typeof options.about === 'string' ? options.about : null;
}
