"""What both card tables draw with: card pixmaps and card words, the felt, the animation runner."""
