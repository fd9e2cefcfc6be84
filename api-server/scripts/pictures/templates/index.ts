import type { Canvas } from '../canvas';
import type { Picture, TemplateName } from '../types';
import { balm } from './balm';
import { bar } from './bar';
import { bottle } from './bottle';
import { box } from './box';
import { bunch } from './bunch';
import { can } from './can';
import { carton } from './carton';
import { cheese } from './cheese';
import { eggs } from './eggs';
import { jar } from './jar';
import { loaf } from './loaf';
import { pouch } from './pouch';
import { pump } from './pump';
import { rolls } from './rolls';
import { soda } from './soda';
import { spray } from './spray';
import { tray } from './tray';
import { tub } from './tub';
import { tube } from './tube';
import { wipes } from './wipes';

export type Template = (c: Canvas, pic: Picture) => string;

export const templates: Record<TemplateName, Template> = {
  balm,
  bar,
  bottle,
  box,
  bunch,
  can,
  carton,
  cheese,
  eggs,
  jar,
  loaf,
  pouch,
  pump,
  rolls,
  soda,
  spray,
  tray,
  tub,
  tube,
  wipes,
};
