import type { Schema } from '../../api/types';
import { BannerSection } from '../home/BannerSection';
import { HomeColumn } from '../home/HomeColumn';
import { FirstScreenFrame } from './FirstScreenFrame';

/** The home page's first screen as the server draws it: the shop's name and its offers. */
export interface HomeDrawingProps {
  appName: string;
  banners: Schema<'Banner'>[];
  ads: Schema<'Ad'>[];
}

export function HomeDrawing({ appName, banners, ads }: HomeDrawingProps) {
  return (
    <FirstScreenFrame>
      <HomeColumn appName={appName}>
        <BannerSection banners={banners} ads={ads} />
      </HomeColumn>
    </FirstScreenFrame>
  );
}
